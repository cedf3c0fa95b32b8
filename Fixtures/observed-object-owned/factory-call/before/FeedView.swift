import SwiftUI

final class FeedModel: ObservableObject {
    @Published var posts: [String] = []

    static func preview() -> FeedModel {
        FeedModel()
    }
}

enum ModelFactory {
    static func make() -> FeedModel {
        FeedModel()
    }
}

func makeFeedModel() -> FeedModel {
    FeedModel()
}

struct FeedView: View {
    @ObservedObject var model = makeFeedModel()
    @ObservedObject var secondary = ModelFactory.make()
    @ObservedObject var preview = FeedModel.preview()
    @ObservedObject var detail: FeedModel

    init() {
        self.detail = ModelFactory.make()
    }

    var body: some View {
        List(model.posts, id: \.self) { post in
            Text(post)
        }
    }
}
