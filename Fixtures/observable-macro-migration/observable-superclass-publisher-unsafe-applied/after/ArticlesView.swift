import SwiftUI

struct ArticlesView: View {
    @State private var model = ArticlesModel()

    var body: some View {
        PageLabel(pager: model)
            .onReceive(model.pagePublisher) { page in
                print("page \(page)")
            }
    }
}

struct PageLabel: View {
    var pager: PagedModel

    var body: some View {
        Text("page \(pager.page)")
    }
}
