import SwiftUI

struct UpdateProgressView: View {
    // Both come from the view that owns them.
    @ObservedObject
    private var updater: Updater

    @ObservedObject private var preferences: Preferences
    @State private var isExpanded = false

    init(updater: Updater, preferences: Preferences) {
        self.updater = updater
        self.preferences = preferences
    }

    var body: some View {
        VStack {
            Text("\(Int(updater.progress * 100))% of \(preferences.channel)")
            Toggle("Details", isOn: $isExpanded)
        }
    }
}

struct UpdateProgressView_Previews: PreviewProvider {
    static var previews: some View {
        UpdateProgressView(updater: Updater(), preferences: Preferences())
    }
}
