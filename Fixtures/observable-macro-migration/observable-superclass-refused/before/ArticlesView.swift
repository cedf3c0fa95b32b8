import SwiftUI

struct ArticlesView: View {
    @StateObject private var model = ArticlesModel()
    @StateObject private var pager = PagedModel()

    var body: some View {
        Text("\(model.articles.count) on page \(pager.page)")
    }
}
