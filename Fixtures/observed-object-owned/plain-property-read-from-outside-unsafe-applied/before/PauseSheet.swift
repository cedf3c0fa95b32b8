import SwiftUI

struct PauseSheet: View, Dismissing {
    var closer = SheetCloser()

    var body: some View {
        Button("Resume") { closer.dismiss?() }
    }
}
