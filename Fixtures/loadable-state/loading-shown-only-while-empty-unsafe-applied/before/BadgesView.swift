import SwiftUI

/// The spinner shows only before the first badges arrive: a pull to refresh keeps the list.
struct BadgesView: View {
    @StateObject private var viewModel = BadgesViewModel()

    var body: some View {
        Group {
            if viewModel.isLoading && viewModel.badges.isEmpty {
                ProgressView()
            } else if let message = viewModel.errorMessage {
                Text(message)
            } else {
                List(viewModel.badges) { badge in
                    Text(badge.title)
                }
            }
        }
        .task { await viewModel.loadBadges() }
        .refreshable { await viewModel.loadBadges() }
    }
}

struct BadgeDetailView: View {
    @StateObject private var viewModel = BadgeDetailViewModel()
    let id: String

    var body: some View {
        VStack {
            if viewModel.isLoading, viewModel.badge == nil {
                ProgressView()
            }
            if let badge = viewModel.badge {
                Text(badge.title)
            }
            if let message = viewModel.errorMessage {
                Text(message)
            }
        }
        .task { await viewModel.loadBadge(id: id) }
    }
}
