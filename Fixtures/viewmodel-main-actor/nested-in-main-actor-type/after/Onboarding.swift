import SwiftUI

/// The onboarding flow. Its `@MainActor` isolates its own members, not the types nested in it.
@MainActor
enum Onboarding {
    static let pageCount = 3

    @MainActor
    final class PagerViewModel: ObservableObject {
        @Published var page = 0

        func next() {
            page = min(page + 1, Onboarding.pageCount - 1)
        }
    }
}

struct OnboardingView: View {
    @StateObject private var pager = Onboarding.PagerViewModel()

    var body: some View {
        Button("Page \(pager.page + 1)") {
            pager.next()
        }
    }
}
