import SwiftUI

struct DetailsView: View {
    @StateObject private var viewModel = DetailsViewModel()

    var body: some View {
        VStack {
            if viewModel.isGeneratingDetails {
                ProgressView()
            } else if viewModel.errorState == .generating {
                Text("Could not write the details")
            } else if let details = viewModel.details {
                Text(details.summary)
            }
        }
        .task { await viewModel.generateDetails() }
    }
}
