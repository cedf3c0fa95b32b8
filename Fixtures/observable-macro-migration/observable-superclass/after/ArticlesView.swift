import SwiftUI

struct ArticlesView: View {
    @State private var model = ArticlesModel()
    @State private var pager = PagedModel()

    var body: some View {
        Text("\(model.articles.count) on page \(pager.page)")
    }
}

/// Observes a page through the superclass, whichever model it is given.
struct PageLabel: View {
    var pager: PagedModel

    var body: some View {
        Text("page \(pager.page)")
    }
}

struct ArticlesFooter: View {
    @State private var model = ArticlesModel()

    var body: some View {
        PageLabel(pager: model)
    }
}
