import Feed
import SwiftUI

struct FeedScreen: View {
    @StateObject private var model = FeedModel()

    var body: some View {
        Group {
            if model.isLoading {
                ProgressView()
            } else if let error = model.error {
                Text(error.localizedDescription)
            } else {
                List(model.stories) { story in
                    Text(story.title)
                }
            }
        }
        .task {
            await model.load()
        }
    }
}
