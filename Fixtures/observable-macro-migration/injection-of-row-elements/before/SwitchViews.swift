import SwiftUI

struct SwitchRow: View {
    @EnvironmentObject var item: SwitchItem

    var body: some View {
        Button(item.title) { item.isOn.toggle() }
    }
}

/// Each row gets an element of an array: a 'SwitchItem', whose type the arrays declare.
struct SwitchListView: View {
    @ObservedObject var list: SwitchList

    var body: some View {
        VStack {
            ForEach(0..<list.items.count) { index in
                let item = list.items[index]
                SwitchRow().environmentObject(item)
            }
            ForEach(list.pinned, id: \.title) { item in
                SwitchRow().environmentObject(item)
            }
        }
    }
}
