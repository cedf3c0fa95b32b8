import SwiftUI

struct SettingsView: View {
    var body: some View {
        NavigationStack {
            NavigationLink {
                AboutModule.view()
            } label: {
                Text("About")
            }
        }
    }
}
