import Feed
import SwiftUI

struct FeedScreen: View {
    @StateObject private var model = FeedModel()

    var body: some View {
        Group {
            if model.stories.isLoading {
                ProgressView()
            } else if let error = model.stories.error {
                Text(error.localizedDescription)
            } else {
                List(model.stories.value ?? []) { story in
                    Text(story.title)
                }
            }
        }
        .task {
            await model.load()
        }
    }
}
