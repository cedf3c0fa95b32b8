import SwiftUI

struct UpdateFailedView: View {
    @State var preferences: Preferences
    @State var updater: Updater
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
    @State private var updater: Updater

    init(_ updater: Updater) {
        _updater = State(initialValue: updater)
    }

    var body: some View {
        Text("\(updater.progress)")
    }
}
