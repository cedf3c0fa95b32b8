import SwiftUI

struct StatusView: View {
    @Environment(AppDelegate.self) private var delegate

    var body: some View {
        Text(delegate.isRegistered ? "Registered" : "Not registered")
    }
}
