import SwiftUI

struct ContentView: View {
    var body: some View {
        SettingsView()
            .environment(AppObjects.objects.session)
            .environment(AppObjects.objects.bus)
    }
}

struct SettingsView: View {
    @Environment(SessionController.self) private var session
    @Environment(MessageBus.self) private var bus

    var body: some View {
        Text(session.userName + bus.message)
    }
}
