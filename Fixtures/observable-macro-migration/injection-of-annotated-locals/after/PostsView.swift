import SwiftUI

struct PostsView: View {
    @Environment(PostsViewModel.self) private var model

    var body: some View {
        Text("\(model.posts.count) posts")
    }
}

struct PostsView_Previews: PreviewProvider {
    static var previews: some View {
        // The local's declaration writes its type; its value is a closure that sets it up.
        let model: PostsViewModel = {
            let model = PostsViewModel()
            model.start()
            return model
        }()
        return PostsView()
            .environment(model)
    }
}

struct EmptyPostsPreview: View {
    var body: some View {
        PostsView()
            .environment({ () -> PostsViewModel in
                let model = PostsViewModel()
                return model
            }())
    }
}

enum PostsPanes {
    /// The closure's parameters take their types from the declaration it initialises.
    static let makePane: (_ model: PostsViewModel, _ title: String) -> AnyView = { model, title in
        AnyView(
            PostsView()
                .environment(model)
        )
    }
}
