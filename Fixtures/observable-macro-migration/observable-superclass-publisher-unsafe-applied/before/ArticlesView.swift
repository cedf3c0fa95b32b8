import SwiftUI

struct ArticlesView: View {
    @StateObject private var model = ArticlesModel()

    var body: some View {
        PageLabel(pager: model)
            .onReceive(model.$page) { page in
                print("page \(page)")
            }
    }
}

struct PageLabel: View {
    @ObservedObject var pager: PagedModel

    var body: some View {
        Text("page \(pager.page)")
    }
}
