import SwiftUI

final class ExportModel: ObservableObject {
    @Published var title: String

    init(title: String) {
        self.title = title
    }
}

final class ExportSettings: ObservableObject {
    @Published var scale = 2
}

struct ExportCard: View {
    @ObservedObject var model: ExportModel
    @EnvironmentObject var settings: ExportSettings

    var body: some View {
        Text("\(model.title) @\(settings.scale)x")
    }
}

/// Everything built here is built once per tap, appearance or task, not on every evaluation
/// of 'body', so none of it is reported.
struct ExportScreen: View {
    let title: String
    @State private var rendered: [String] = []

    var body: some View {
        VStack {
            Button("Render") {
                let card = ExportCard(model: ExportModel(title: title))
                    .environmentObject(ExportSettings())
                rendered.append(String(describing: card))
            }
            Button {
                _ = ExportCard(model: ExportModel(title: "Copy"))
            } label: {
                Text("Copy")
            }
        }
        .onAppear {
            _ = ExportCard(model: ExportModel(title: "Preview"))
        }
        .task {
            _ = ExportCard(model: ExportModel(title: "Warm-up"))
        }
    }
}
