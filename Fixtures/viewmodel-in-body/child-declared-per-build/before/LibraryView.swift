import SwiftUI

struct LibraryView: View {
    let articleID: Int

    var body: some View {
        VStack {
            #if os(macOS)
            ReaderView(title: "Article \(articleID)")
            #else
            ReaderView(viewModel: ReaderViewModel(articleID: articleID))
            #endif
            // Either build's player: which one the fix would change is unknown.
            PlayerView(viewModel: PlayerViewModel())
        }
    }
}
