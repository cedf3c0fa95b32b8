import SwiftUI

struct StatusView: View {
    @EnvironmentObject private var delegate: AppDelegate

    var body: some View {
        Text(delegate.isRegistered ? "Registered" : "Not registered")
    }
}
