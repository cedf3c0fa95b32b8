import SwiftUI

struct ModeView: View {
    @State private var store = ModeStore()

    var body: some View {
        Text("\(store.recordings.count)")
            .onAppear {
                let badge = ModeBadge(source: store.modePublisher)
                badge.count(store.recordingsPublisher)
            }
    }
}
