import SwiftUI

struct NewsView: View {
    @StateObject private var viewModel = NewsViewModel()

    var body: some View {
        List(viewModel.headlines.value ?? []) { headline in
            Text(headline.text)
        }
        .overlay {
            if viewModel.headlines.isLoading {
                ProgressView()
            }
        }
        .task {
            await viewModel.loadHeadlines()
        }
    }
}
