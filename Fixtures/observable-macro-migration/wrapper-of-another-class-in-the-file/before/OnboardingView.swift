import Combine
import SwiftUI

/// Settings kept across launches; its wrapper needs the class to stay an `ObservableObject`.
final class OnboardingSettings: ObservableObject {
    @Stored("hasSeenIntro") var hasSeenIntro = false
}

/// The page the onboarding shows; nothing ties it to the settings' wrapper.
final class OnboardingPager: ObservableObject {
    @Published var page = 0
}

struct OnboardingView: View {
    @StateObject private var settings = OnboardingSettings()
    @StateObject private var pager = OnboardingPager()

    var body: some View {
        Text("Page \(pager.page), intro seen: \(settings.hasSeenIntro ? "yes" : "no")")
            .onTapGesture { pager.page += 1 }
    }
}
