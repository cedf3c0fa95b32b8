import SwiftUI

struct ModeView: View {
    @StateObject private var store = ModeStore()

    var body: some View {
        Text("\(store.recordings.count)")
            .onAppear {
                let badge = ModeBadge(source: store.$mode)
                badge.count(store.$recordings)
            }
    }
}
