import Foundation
#if canImport(FoundationNetworking)
import FoundationNetworking
#endif

protocol HTTPClient {
    func data(from url: URL) async throws -> Data
    func send(_ body: Data, to url: URL) async throws
}

enum HTTPError: LocalizedError {
    case badStatus(Int)
    case notHTTP

    var errorDescription: String? {
        switch self {
        case .badStatus(let code):
            return "The server responded with status \(code)."
        case .notHTTP:
            return "The server response was not understood."
        }
    }
}

struct URLSessionHTTPClient: HTTPClient {
    var session: URLSession = .shared

    func data(from url: URL) async throws -> Data {
        let (data, response) = try await session.data(from: url)
        try validate(response)
        return data
    }

    func send(_ body: Data, to url: URL) async throws {
        var request = URLRequest(url: url)
        request.httpMethod = "POST"
        request.setValue("application/json", forHTTPHeaderField: "Content-Type")
        let (_, response) = try await session.upload(for: request, from: body)
        try validate(response)
    }

    private func validate(_ response: URLResponse) throws {
        guard let http = response as? HTTPURLResponse else {
            throw HTTPError.notHTTP
        }
        guard (200..<300).contains(http.statusCode) else {
            throw HTTPError.badStatus(http.statusCode)
        }
    }
}
