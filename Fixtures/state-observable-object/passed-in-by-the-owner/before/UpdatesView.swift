import SwiftUI

struct UpdatesView: View {
    @ObservedObject private var preferences: Preferences = .shared
    @StateObject private var updater = Updater()

    var body: some View {
        if let failure = updater.failure {
            UpdateFailedView(preferences: .shared, updater: updater, failure: failure)
        } else {
            UpdateProgressView(updater: updater, preferences: preferences)
            ProgressLabel(updater)
        }
    }
}
