import SwiftUI

struct SearchView: View {
    @State private var search = SearchModel()
    /// Its elements are the 'Post's its declaration names, never a 'SearchModel'.
    @State private var results = ResultList<Post>()

    var body: some View {
        VStack {
            Text(search.query)
            ForEach(results.items) { post in
                PostRow()
                    .environment(post)
            }
        }
    }
}

struct PostRow: View {
    @Environment(Post.self) private var post

    var body: some View {
        Text(post.title)
    }
}
