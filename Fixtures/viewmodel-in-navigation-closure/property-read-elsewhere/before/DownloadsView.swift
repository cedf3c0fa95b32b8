import SwiftUI

final class DownloadsViewModel: ObservableObject {
    let folder: String
    @Published private(set) var files: [String] = []

    init(folder: String) {
        self.folder = folder
    }

    func scan() {
        files = ["\(folder)/report.pdf"]
    }
}

struct DownloadsView: View {
    @ObservedObject var viewModel: DownloadsViewModel

    var body: some View {
        List(viewModel.files, id: \.self) { file in
            Text(file)
        }
        .onAppear(perform: viewModel.scan)
    }
}
