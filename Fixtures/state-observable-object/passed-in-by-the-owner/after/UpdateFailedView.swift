import SwiftUI

struct UpdateFailedView: View {
    @ObservedObject var preferences: Preferences
    @ObservedObject var updater: Updater
    let failure: String

    var body: some View {
        VStack {
            Text(failure)
            TextField("Channel", text: $preferences.channel)
            Button("Retry (\(updater.progress))") { updater.failure = nil }
        }
    }
}

struct ProgressLabel: View {
    @ObservedObject private var updater: Updater

    init(_ updater: Updater) {
        _updater = ObservedObject(initialValue: updater)
    }

    var body: some View {
        Text("\(updater.progress)")
    }
}
