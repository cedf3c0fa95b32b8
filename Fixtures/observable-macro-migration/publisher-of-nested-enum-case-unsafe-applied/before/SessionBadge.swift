import SwiftUI

struct SessionBadge: View {
    @ObservedObject var manager: SessionManager
    @State private var changes = 0

    var body: some View {
        Text("\(changes)")
            .onReceive(manager.$state) { _ in changes += 1 }
    }
}
