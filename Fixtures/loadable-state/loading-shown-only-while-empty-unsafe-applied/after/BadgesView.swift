import SwiftUI

/// The spinner shows only before the first badges arrive: a pull to refresh keeps the list.
struct BadgesView: View {
    @StateObject private var viewModel = BadgesViewModel()

    var body: some View {
        Group {
            if viewModel.badges.isLoading && (viewModel.badges.value ?? []).isEmpty {
                ProgressView()
            } else if let message = viewModel.badges.error?.localizedDescription {
                Text(message)
            } else {
                List(viewModel.badges.value ?? []) { badge in
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
            if viewModel.badge.isLoading, viewModel.badge.value == nil {
                ProgressView()
            }
            if let badge = viewModel.badge.value {
                Text(badge.title)
            }
            if let message = viewModel.badge.error?.localizedDescription {
                Text(message)
            }
        }
        .task { await viewModel.loadBadge(id: id) }
    }
}
