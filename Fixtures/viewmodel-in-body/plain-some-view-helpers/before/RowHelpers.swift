import SwiftUI
import Combine

final class DetailVM: ObservableObject {
    let id: Int
    @Published var title = ""
    init(id: Int) { self.id = id }
}

struct Detail: View {
    @ObservedObject var vm: DetailVM
    var body: some View { Text("\(vm.id)") }
}

// A member of the view.
struct RowsPlainProperty: View {
    let ids: [Int]
    var body: some View { List { rows } }
    var rows: some View {
        ForEach(ids, id: \.self) { id in
            Detail(vm: DetailVM(id: id))
        }
    }
}

// A member of the view.
struct RowsHelperFunc: View {
    let ids: [Int]
    var body: some View { List { rows() } }
    private func rows() -> some View {
        ForEach(ids, id: \.self) { id in
            Detail(vm: DetailVM(id: id))
        }
    }
}
