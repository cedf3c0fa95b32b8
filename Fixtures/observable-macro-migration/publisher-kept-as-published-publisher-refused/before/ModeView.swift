import SwiftUI

struct ModeView: View {
    @StateObject private var store = ModeStore()

    var body: some View {
        Text("Mode")
            .onAppear {
                _ = ModeRelay(source: store.$mode).start()
            }
    }
}
