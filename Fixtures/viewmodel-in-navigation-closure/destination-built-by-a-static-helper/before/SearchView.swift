import SwiftUI

struct SearchView: View {
    let query: String

    var body: some View {
        VStack {
            Text("Best match")
            ArtistsView.artistPage(for: query)
        }
    }
}
