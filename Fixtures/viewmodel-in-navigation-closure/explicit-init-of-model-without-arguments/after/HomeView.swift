import SwiftUI

struct HomeView: View {
    @State private var showsSettings = false
    @State private var showsAbout = false

    var body: some View {
        VStack {
            Button("Settings") { showsSettings = true }
            Button("About") { showsAbout = true }
        }
        .sheet(isPresented: $showsSettings) {
            SettingsSheet()
        }
        .sheet(isPresented: $showsAbout) {
            AboutSheet()
        }
    }
}
