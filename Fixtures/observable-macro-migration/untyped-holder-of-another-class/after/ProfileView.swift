import SwiftUI

struct ProfileView: View {
    @StateObject private var router = resolve(\Container.router)
    @State private var model = ProfileModel()
    @StateObject private var session = SessionModel()
    private var nightMode = Settings.Display.nightMode

    var body: some View {
        VStack {
            Text(model.name)
            Text(session.token)
            Text(nightMode.isOn ? "Night" : Display.nightMode)
            Button("Settings") { router.navigate(to: "settings") }
            Text("\(self.router.path.count) screens")
        }
    }
}
