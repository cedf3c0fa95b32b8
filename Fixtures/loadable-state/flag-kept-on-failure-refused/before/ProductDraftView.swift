import SwiftUI

struct ProductDraftView: View {
    @StateObject private var viewModel = ProductDraftViewModel()

    var body: some View {
        VStack {
            if viewModel.isGenerating {
                ProgressView()
            }
            if let draft = viewModel.draft {
                Text(draft.name)
            }
            if let error = viewModel.error {
                Text(error.localizedDescription)
            }
        }
        .task { await viewModel.generate() }
    }
}
