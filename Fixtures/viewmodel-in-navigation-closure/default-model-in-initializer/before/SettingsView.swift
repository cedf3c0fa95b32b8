import SwiftUI

struct SettingsView: View {
    @State private var showsBilling = false

    var body: some View {
        VStack {
            HelpLinkView()
            Button("Billing") { showsBilling = true }
        }
        .sheet(isPresented: $showsBilling) {
            HelpLinkView(model: HelpLinkModel(topic: "billing"), showsIcon: false)
        }
    }
}
