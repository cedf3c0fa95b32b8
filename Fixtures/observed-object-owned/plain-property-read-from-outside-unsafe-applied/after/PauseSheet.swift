import SwiftUI

struct PauseSheet: View, Dismissing {
    @StateObject var closer = SheetCloser()

    var body: some View {
        Button("Resume") { closer.dismiss?() }
    }
}
