import SwiftUI

final class ReportModel: ObservableObject {
    @Published var title = "Weekly report"
}

struct ReportView: View {
    @State private var model = ReportModel()

    var body: some View {
        VStack {
            Text(model.title)
            Button("Start over") {
                model = ReportModel()
            }
        }
    }
}
