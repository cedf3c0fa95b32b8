import SwiftUI

struct ContentView: View {
    var body: some View {
        SettingsView()
            .environmentObject(AppObjects.objects.session)
            .environmentObject(AppObjects.objects.bus)
    }
}

struct SettingsView: View {
    @EnvironmentObject var session: SessionController
    @EnvironmentObject var bus: MessageBus

    var body: some View {
        Text(session.userName + bus.message)
    }
}
