import SwiftUI

struct FeedView: View {
    @ObservedObject var model: FeedModel

    var body: some View {
        List(model.posts, id: \.self) { Text($0) }
            .onAppear { model.refresh() }
    }
}
