import SwiftUI

struct SearchView: View {
    @StateObject private var search = SearchModel()
    /// Its elements are the 'Post's its declaration names, never a 'SearchModel'.
    @StateObject private var results = ResultList<Post>()

    var body: some View {
        VStack {
            Text(search.query)
            ForEach(results.items) { post in
                PostRow()
                    .environmentObject(post)
            }
        }
    }
}

struct PostRow: View {
    @EnvironmentObject var post: Post

    var body: some View {
        Text(post.title)
    }
}
