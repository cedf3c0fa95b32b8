import SwiftUI
import Combine

final class DetailVM: ObservableObject {
    let id: Int
    init(id: Int) { self.id = id }
}

struct Detail: View {
    @ObservedObject var vm: DetailVM
    var body: some View { Text("\(vm.id)") }
}

// Detected: member declared in the struct body.
struct InStruct: View {
    var body: some View { NavigationStack { content } }

    @ViewBuilder
    var content: some View {
        NavigationLink(destination: Detail(vm: DetailVM(id: 1))) { Text("a") }
    }
}

// A member of the view.
struct InExtension: View {
    var body: some View { NavigationStack { content } }
}

extension InExtension {
    @ViewBuilder
    var content: some View {
        NavigationLink(destination: Detail(vm: DetailVM(id: 2))) { Text("b") }
    }
}

// A member of the view.
struct RowsInExtension: View {
    let ids: [Int]
    var body: some View { List { rows } }
}

extension RowsInExtension {
    @ViewBuilder
    var rows: some View {
        ForEach(ids, id: \.self) { id in
            Detail(vm: DetailVM(id: id))
        }
    }
}

// A member of the view.
struct InitInExtension: View {
    @ObservedObject var vm: DetailVM
    var body: some View { Text("\(vm.id)") }
}

extension InitInExtension {
    init(id: Int) {
        self.vm = DetailVM(id: id)
    }
}

// A member of the view.
struct ConformsInExtension {
    @State private var show = false
}

extension ConformsInExtension: View {
    var body: some View {
        Text("x").sheet(isPresented: $show) { Detail(vm: DetailVM(id: 3)) }
    }
}
