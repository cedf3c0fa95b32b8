import SwiftUI
import Combine

final class DetailVM: ObservableObject {
    let id: Int
    @Published var title = ""
    init(id: Int) { self.id = id }
}

struct Detail: View {
    @StateObject private var vm: DetailVM

    init(id: Int) {
        _vm = StateObject(wrappedValue: DetailVM(id: id))
    }
    var body: some View { Text("\(vm.id)") }
}

// The view builder in the struct itself.
struct InStruct: View {
    var body: some View { NavigationStack { content } }

    @ViewBuilder
    var content: some View {
        NavigationLink(destination: Detail(id: 1)) { Text("a") }
    }
}

// The view builder in an extension.
struct InExtension: View {
    var body: some View { NavigationStack { content } }
}

extension InExtension {
    @ViewBuilder
    var content: some View {
        NavigationLink(destination: Detail(id: 2)) { Text("b") }
    }
}

// The View conformance itself in an extension.
struct ConformsInExtension {
    @State private var show = false
}

extension ConformsInExtension: View {
    var body: some View {
        Text("x").sheet(isPresented: $show) { Detail(id: 3) }
    }
}
