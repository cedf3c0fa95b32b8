import SwiftUI

final class ThreadViewModel: ObservableObject {
    @Published var messages: [String] = []
    var threadID: Int? {
        didSet { messages = ["Thread \(threadID ?? 0)"] }
    }
}

struct ThreadView: View {
    let threadID: Int
    @StateObject private var viewModel = ThreadViewModel()

    var body: some View {
        List(viewModel.messages, id: \.self) { Text($0) }
            .onAppear { viewModel.threadID = threadID }
    }
}
