import SwiftUI

struct ModeView: View {
    @StateObject private var store = ModeStore()
    private let badge = ModeBadge()

    var body: some View {
        Text("Mode")
            .onAppear { badge.subscribe(to: store.$mode) }
    }
}
