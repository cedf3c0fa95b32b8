import SwiftUI

/// A draft of its own with a property of the same name, which the view does assign.
struct Draft {
    var formatter = ""
}

struct ReportView: View {
    var model: ReportModel
    @State private var draft = Draft()

    var body: some View {
        List(model.rows, id: \.self) { row in
            Text(model.formatter.string(from: NSNumber(value: row)) ?? "")
        }
        .onAppear {
            draft.formatter = "decimal"
            model.exporter.format = "pdf"
        }
    }
}
