import SwiftUI

struct FeedView: View {
    var model: FeedModel

    var body: some View {
        List(model.posts, id: \.self) { Text($0) }
            .onAppear { model.refresh() }
    }
}
