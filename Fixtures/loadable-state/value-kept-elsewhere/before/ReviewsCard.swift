import SwiftUI

struct ReviewsCard: View {
    @StateObject private var viewModel = ReviewsCardViewModel()

    var body: some View {
        VStack {
            if viewModel.syncingData {
                ProgressView()
            } else if viewModel.syncingError != nil {
                Text("Unable to load reviews")
            } else {
                List(viewModel.store.reviews) { review in
                    Text("\(review.id)")
                }
            }
        }
        .task { await viewModel.reloadData() }
    }
}
