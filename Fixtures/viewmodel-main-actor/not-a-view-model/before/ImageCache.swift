import SwiftUI

/// Observed by a background prefetcher, never by a view.
final class ImageCache: ObservableObject {
    @Published private(set) var count = 0

    func store(_ key: String) {
        count += 1
    }
}

/// Named like a view model but not observable: SwiftUI never reads it for updates.
final class LegacyViewModel {
    var title = "Legacy"
}

struct SettingsStore {
    var theme = "light"
}

struct LegacyView: View {
    @State private var legacy = LegacyViewModel()
    let settings = SettingsStore()

    var body: some View {
        Text(legacy.title + settings.theme)
    }
}
