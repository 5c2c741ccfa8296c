import Hummingbird
import ServiceLifecycle

/// The HTTP side of the preview: serves the state's files, the reload script and the event stream.
package struct PreviewServer: Sendable {
    package let state: PreviewState
    package let channel: ReloadChannel

    package init(state: PreviewState, channel: ReloadChannel) {
        self.state = state
        self.channel = channel
    }

    /// The router, also used by the in-process tests.
    package func router() -> Router<BasicRequestContext> {
        let router = Router()
        router.get(RouterPath(ReloadScript.path)) { _, _ in
            Response(
                status: .ok, headers: [.contentType: "text/javascript; charset=utf-8", .cacheControl: "no-store"],
                body: ResponseBody(byteBuffer: ByteBuffer(string: ReloadScript.source)))
        }
        router.get(RouterPath(ReloadScript.eventsPath)) { _, _ in
            let snapshot = await state.snapshot
            let first: [ReloadChannel.Event] = snapshot.failure.map { [.failure($0)] } ?? []
            let stream = await channel.listen(first: first)
            return Response(
                status: .ok,
                headers: [.contentType: "text/event-stream", .cacheControl: "no-store"],
                // Ends with the server's graceful shutdown, so an open page never holds up Ctrl-C.
                body: ResponseBody(asyncSequence: stream.cancelOnGracefulShutdown().map { ByteBuffer(string: $0) })
            )
        }
        router.get("**") { request, _ in await serve(request.uri.path) }
        router.get("/") { request, _ in await serve(request.uri.path) }
        // HEAD answers as GET does, without the body.
        router.head("**") { request, _ in await headers(of: serve(request.uri.path)) }
        router.head("/") { request, _ in await headers(of: serve(request.uri.path)) }
        return router
    }

    /// The response's status and headers, with its length but no body.
    private func headers(of response: Response) -> Response {
        var head = response
        head.body = ResponseBody(contentLength: response.body.contentLength) { writer in try await writer.finish(nil) }
        return head
    }

    func serve(_ path: String) async -> Response {
        let snapshot = await state.snapshot
        // Before the first good build every page is the list of problems, reloading by itself once
        // the site builds.
        if snapshot.generation == 0, let failure = snapshot.failure {
            return Response(
                status: .serviceUnavailable,
                headers: [.contentType: "text/html; charset=utf-8", .cacheControl: "no-store"],
                body: ResponseBody(
                    byteBuffer: ByteBuffer(bytes: ReloadScript.inject(into: ReloadScript.errorPage(failure)))))
        }
        let notFound = {
            let page =
                snapshot.files["404.html"].map { ReloadScript.inject(into: $0.contents) } ?? Array("not found\n".utf8)
            return Response(
                status: .notFound, headers: [.contentType: "text/html; charset=utf-8", .cacheControl: "no-store"],
                body: ResponseBody(byteBuffer: ByteBuffer(bytes: page)))
        }
        switch RequestPath.resolve(path, basePath: snapshot.basePath, files: snapshot.files) {
        case .file(let file):
            guard var contents = snapshot.files[file]?.contents else { return notFound() }
            if file.hasSuffix(".html") { contents = ReloadScript.inject(into: contents) }
            return Response(
                status: .ok, headers: [.contentType: RequestPath.contentType(file), .cacheControl: "no-store"],
                body: ResponseBody(byteBuffer: ByteBuffer(bytes: contents)))
        case .redirect(let location):
            return Response(status: .movedPermanently, headers: [.location: location])
        case .refused:
            return Response(
                status: .badRequest, headers: [.contentType: "text/plain; charset=utf-8"],
                body: ResponseBody(byteBuffer: ByteBuffer(string: "bad request: that path leaves the site\n")))
        case .notFound:
            return notFound()
        }
    }
}
